// Test-only entry (tsx): the real boot and Express app without the page handler, on PORT (0 = any free port), printing
// "listening <port>" once it accepts connections. The crash, two-instance and graceful-stop tests start it as a child
// process; it stops on SIGTERM as the production server does (server/ops).
import type { AddressInfo } from "node:net";
import { boot } from "../boot";
import { createApp } from "../http/create-app";
import { startOperations } from "../ops/operations";

const services = await boot({ firstStart: true });
const operations = await startOperations(services, {});
const server = createApp({ services, operations: operations.middleware }).listen(services.config.port, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
operations.stopOnSignals(server, () => services.database.close());
