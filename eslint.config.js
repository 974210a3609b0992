import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const lucideReact = { name: "lucide-react", message: "Import icons from ~/components/icons/<name> (ADR 039)." };
const lucide = { name: "lucide", message: "Import icons from ~/components/icons/<name> (ADR 039, ADR 046)." };
const sectionSchemas =
  "The section schemas stay off marketing pages' scripts: import them on the server or in the admin (ADR 056).";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "drizzle/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    // Icons come from app/components/icons (ADR 039), which draws lucide's data; its components cost every render.
    files: ["app/**"],
    ignores: ["app/components/icons/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [lucideReact, lucide] }],
    },
  },
  {
    // The section schemas are for the server and the admin (ADR 056): nothing a marketing page's script is built
    // from may import them.
    files: ["app/components/**", "app/content/**"],
    ignores: ["app/components/icons/**", "app/content/pages/schema/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [lucideReact, lucide],
          patterns: [{ group: ["**/pages/schema", "**/pages/schema/*"], message: sectionSchemas }],
        },
      ],
    },
  },
  {
    // The domain modules serve the components, never the other way round: a lib file may not import one.
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [lucideReact, lucide],
          patterns: [
            { group: ["~/components/*", "**/components/*"], message: "app/lib may not import from app/components." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
