/** npm run bench: every benchmark, one after the other. */
export {};

await import("./pages");
await import("./insights");
await import("./leads");
await import("./outbox");
