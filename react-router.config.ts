import type { Config } from "@react-router/dev/config";
import { buildDirectory } from "./server/build-directory";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory,
} satisfies Config;
