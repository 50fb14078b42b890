import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, publicConfig } from "./config";

describe("parseConfig", () => {
  it("starts on embedded defaults with an empty environment", () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.storage.driver).toBe("local");
    expect(c.timeZone).toBe("Asia/Kolkata");
    expect(c.dataDir).toMatch(/data$/);
  });

  it.each([
    [{ PORT: "abc" }, "Invalid configuration: PORT must be a port number"],
    [{ PORT: "0x50" }, "Invalid configuration: PORT must be a port number"],
    [{ PORT: "1e3" }, "Invalid configuration: PORT must be a port number"],
    [{ PORT: "65536" }, "Invalid configuration: PORT must be a port number"],
    [{ PORT: "-1" }, "Invalid configuration: PORT must be a port number"],
    [{ METRICS_PORT: "0x50" }, "Invalid configuration: METRICS_PORT must be a port number"],
    [
      { DATABASE_URL: "postgres://u:secret-password@h:notaport/db" },
      "Invalid configuration: DATABASE_URL must be a URL like postgres://user:password@host:5432/database (is the port a number?)",
    ],
    [{ PUBLIC_BASE_URL: "ftp://trips.example.in" }, "Invalid configuration: PUBLIC_BASE_URL must start with http:// or https://"],
    [{ PUBLIC_BASE_URL: "trips.example.in" }, "Invalid configuration: PUBLIC_BASE_URL must be an absolute URL"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://"],
    [{ APP_TIMEZONE: "Mars/Olympus" }, "Invalid configuration: APP_TIMEZONE must be an IANA time zone such as Asia/Kolkata"],
    [{ STORAGE: "ftp" }, "Invalid configuration: STORAGE must be local or s3"],
    [{ STORAGE: "s3" }, "Invalid configuration: S3_BUCKET is required when STORAGE=s3"],
    [{ ADMIN_PATH: "admin" }, "Invalid configuration: ADMIN_PATH must be a path like /admin or /team/console"],
    [{ WEB_CONCURRENCY: "0" }, "Invalid configuration: WEB_CONCURRENCY must be a number of serving processes from 1 to 256"],
    [{ WEB_CONCURRENCY: "two" }, "Invalid configuration: WEB_CONCURRENCY must be a number of serving processes from 1 to 256"],
    [{ DB_POOL_SIZE: "0" }, "Invalid configuration: DB_POOL_SIZE must be a number of connections from 1 to 1000"],
    [{ DB_POOL_SIZE: "ten" }, "Invalid configuration: DB_POOL_SIZE must be a number of connections from 1 to 1000"],
    [{ DB_POOL_SIZE: "2.5" }, "Invalid configuration: DB_POOL_SIZE must be a number of connections from 1 to 1000"],
    [{ DB_POOL_SIZE: "1001" }, "Invalid configuration: DB_POOL_SIZE must be a number of connections from 1 to 1000"],
    [
      { WHATSAPP_NUMBER: "+91 98765" },
      "Invalid configuration: WHATSAPP_NUMBER must be digits with country code, no + or spaces (e.g. 919876543210)",
    ],
  ])("rejects %j with one clear line", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it.each(["COMMUNITY_GROUP_URL", "INSTAGRAM_URL", "YOUTUBE_URL", "LINKEDIN_URL", "FACEBOOK_URL", "S3_ENDPOINT", "S3_PUBLIC_URL"])(
    "refuses %s unless it is an http:// or https:// address",
    (name) => {
      for (const bad of ["javascript:alert(1)", "ftp://files.example.in", "mailto:hello@example.in", "file:///etc/passwd"]) {
        expect(() => parseConfig({ [name]: bad })).toThrow(
          new ConfigError(`Invalid configuration: ${name} must start with http:// or https://`),
        );
      }
      expect(() => parseConfig({ [name]: "www.example.in" })).toThrow(
        new ConfigError(`Invalid configuration: ${name} must be an absolute URL`),
      );
      expect(() => parseConfig({ [name]: "https://www.example.in/kerala" })).not.toThrow();
      expect(() => parseConfig({ [name]: "http://127.0.0.1:9000" })).not.toThrow();
    },
  );

  it("reads PARTNER_UPLOAD_QUOTA_MB as a whole number of megabytes from 1 to 1,000,000", () => {
    expect(parseConfig({}).storage.partnerQuotaBytes).toBe(500 * 1024 * 1024);
    expect(parseConfig({ PARTNER_UPLOAD_QUOTA_MB: "1" }).storage.partnerQuotaBytes).toBe(1024 * 1024);
    expect(parseConfig({ PARTNER_UPLOAD_QUOTA_MB: "1000000" }).storage.partnerQuotaBytes).toBe(1_000_000 * 1024 * 1024);
    for (const bad of ["1.5", "0", "abc", "-5", "1e3", "0x10", "1000001", "12 MB"]) {
      expect(() => parseConfig({ PARTNER_UPLOAD_QUOTA_MB: bad }), bad).toThrow(
        new ConfigError("Invalid configuration: PARTNER_UPLOAD_QUOTA_MB must be a whole number of megabytes from 1 to 1000000"),
      );
    }
  });

  it("reads a variable set to nothing or only spaces as unset, as Compose passes ${NAME:-}", () => {
    const c = parseConfig({
      ADMIN_PASSWORD_HASH: "",
      DATABASE_URL: " ",
      PUBLIC_BASE_URL: "",
      UPI_VPA: "  ",
      METRICS_PORT: "",
      HOST: "",
      SEED_DEMO: "",
      S3_FORCE_PATH_STYLE: " ",
    });
    expect(c.adminPasswordHash).toBeUndefined();
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicBaseUrl).toBeUndefined();
    expect(c.upi.vpa).toBeUndefined();
    expect(c.metrics.port).toBeUndefined();
    expect(c.host).toBe("0.0.0.0");
    expect(c.seedDemo).toBe(true);
    expect(c.storage.s3.forcePathStyle).toBe(false);
    expect(() => parseConfig({ STORAGE: "s3", S3_BUCKET: " " })).toThrow("Invalid configuration: S3_BUCKET is required when STORAGE=s3");
  });

  it("reads PORT as digits, and a bad DATABASE_URL without repeating its password", () => {
    expect(parseConfig({ PORT: "8080" }).port).toBe(8080);
    expect(parseConfig({ PORT: "0" }).port).toBe(0);
    expect(parseConfig({ METRICS_PORT: "9464" }).metrics.port).toBe(9464);
    expect(parseConfig({ PUBLIC_BASE_URL: "https://trips.example.in/" }).publicBaseUrl).toBe("https://trips.example.in");
    expect(() => parseConfig({ DATABASE_URL: "postgres://u:secret-password@h:notaport/db" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret-password") as string }),
    );
  });

  it("reads DB_POOL_SIZE as each process's PostgreSQL connections, 10 unset", () => {
    expect(parseConfig({}).databasePoolSize).toBe(10);
    expect(parseConfig({ DB_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(parseConfig({ DB_POOL_SIZE: "1000" }).databasePoolSize).toBe(1000);
  });

  it("never exposes the admin path or secrets to the browser", () => {
    const c = parseConfig({ ADMIN_PATH: "/secret-door", S3_SECRET_ACCESS_KEY: "shh", STORAGE: "s3", S3_BUCKET: "b" });
    const json = JSON.stringify(publicConfig(c));
    expect(json).not.toContain("secret-door");
    expect(json).not.toContain("shh");
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses trusting every hop", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,loopback, fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "loopback",
      "fd00::/8",
    ]);
    for (const bad of ["true", "yes", "10.0.0.0/33", "proxy.internal", "1.2.3", "0.0.0.0/0", "::/0", "10.0.0.0/00"]) {
      expect(() => parseConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid configuration: TRUST_PROXY must be a hop count/);
    }
  });
});
