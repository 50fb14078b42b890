import fs from "node:fs";

/** One instruction of a Dockerfile: its keyword, its `--flags`, and the rest of its line. */
export interface DockerInstruction {
  keyword: string;
  flags: Record<string, string>;
  /** The arguments after the flags: text for the shell form, an array for the JSON (exec) form. */
  args: string | string[];
  line: number;
}

export interface DockerStage {
  name: string;
  instructions: DockerInstruction[];
}

/**
 * The stages of the project's Dockerfile, read so a test can run the steps the image runs. Covers
 * what that file uses (comments, `\` continuations, flags, exec form), not every Dockerfile there is:
 * tests/lint/container-recipes.test.ts checks the whole file with dockerfile-utils.
 */
export function readDockerfile(file = "Dockerfile"): DockerStage[] {
  const stages: DockerStage[] = [];
  const lines = fs.readFileSync(file, "utf8").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i]!.trim();
    if (text === "" || text.startsWith("#")) continue;
    while (text.endsWith("\\")) text = `${text.slice(0, -1).trim()} ${lines[++i]!.trim()}`;
    const [, keyword = "", rest = ""] = /^(\S+)\s*(.*)$/.exec(text) ?? [];
    const flags: Record<string, string> = {};
    let body = rest;
    for (let flag = /^--([a-z-]+)=(\S+)\s+/.exec(body); flag; flag = /^--([a-z-]+)=(\S+)\s+/.exec(body)) {
      flags[flag[1]!] = flag[2]!;
      body = body.slice(flag[0].length);
    }
    const instruction: DockerInstruction = {
      keyword: keyword.toUpperCase(),
      flags,
      args: body.startsWith("[") ? (JSON.parse(body) as string[]) : body,
      line: start + 1,
    };
    if (instruction.keyword === "FROM") stages.push({ name: /\sAS\s+(\S+)$/i.exec(body)?.[1] ?? String(stages.length), instructions: [] });
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The exec-form arguments of an instruction such as CMD (`HEALTHCHECK CMD [...]` too). */
export function execForm(instruction: DockerInstruction | undefined): string[] {
  if (!instruction) throw new Error("instruction missing from the Dockerfile");
  if (Array.isArray(instruction.args)) return instruction.args;
  const cmd = /^CMD\s+(\[.*\])$/.exec(instruction.args);
  if (cmd) return JSON.parse(cmd[1]!) as string[];
  throw new Error(`Dockerfile line ${instruction.line}: ${instruction.keyword} is not in exec form`);
}

/** `ENV A=1 B=2` as an object. */
export function envOf(instruction: DockerInstruction): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of String(instruction.args).split(/\s+/)) {
    const [name, ...value] = pair.split("=");
    env[name!] = value.join("=");
  }
  return env;
}
