// Test-only entry (tsx): the real boot and Express app without the page handler, on PORT (0 = any free port), printing
// "listening <port>" once it accepts connections. The crash and two-instance tests start it as a child process.
import type { AddressInfo } from "node:net";
import { boot } from "../boot";
import { createApp } from "../http/create-app";

const services = await boot({ firstStart: true });
const server = createApp({ services }).listen(services.config.port, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
