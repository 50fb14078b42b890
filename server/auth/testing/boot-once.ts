import { boot } from "../../boot";

// Starts the product's services the way the server does (first-start work included) and stops.
const services = await boot({ firstStart: true });
await services.database.close();
