export * from "./errors.js";
export * from "./config.js";
export * from "./flights.js";
export * from "./packages.js";
export * from "./hotels.js";
export * from "./hotel-widget.js";
export * from "./hotel-search.js";
export * from "./create.js";
