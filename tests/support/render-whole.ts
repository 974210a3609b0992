/**
 * Server-renders a tree as a crawler gets it: waits for everything that
 * suspends (the behaviour sections' code, deferred data) and returns the
 * whole HTML, inside a router.
 */
import { createElement, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { MemoryRouter } from "react-router";

export async function renderWhole(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(MemoryRouter, null, node), { onError: () => {} });
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
