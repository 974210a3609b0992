/** npm run bench: every benchmark, one after the other. */
await import("./pages");
await import("./insights");
