export type Toast = { kind: "success" | "error" | "info"; title: string; description?: string };
