/**
 * The save step both settings screens share (the site facts, the menus): the version the form edited, the save, and
 * the answer: back to the screen with a toast, or the screen's own answer with the conflict (409) or the failure
 * (503), keeping what was typed.
 */
import { formText } from "~/lib/forms/admin-form.server";
import { redirectWithToast } from "~/lib/pages/toast.server";
import { logger } from "~/lib/runtime/logger.server";
import {
  saveSiteSetting,
  type SettingActor,
  type SettingConflict,
  type SettingKey,
  type SettingLines,
  type SettingValues,
} from "./site-settings.server";

/** The words of a settings screen's save. */
export type SettingSaveWords = { saved: string; unchanged: string; savedDescription: string; saveFailed: string };

export async function saveSettingFromForm<K extends SettingKey, Answer>(
  key: K,
  value: SettingValues[K],
  {
    form,
    by,
    ip,
    lines,
    to,
    words,
    answer,
  }: {
    form: FormData;
    by: SettingActor;
    ip: string | null;
    lines: SettingLines<K>;
    /** the screen, where a saved form returns */
    to: string;
    words: SettingSaveWords;
    /** the screen's answer that keeps the form: with the other save's conflict, or with a message */
    answer: (status: number, fields: { conflict?: SettingConflict; message?: string }) => Answer;
  },
): Promise<Answer | Response> {
  const versionText = formText(form, "version");
  // A form that cannot say which version it edited is treated as stale, never as the latest.
  const expectedVersion = /^\d+$/.test(versionText) ? Number(versionText) : -1;
  try {
    const saved = await saveSiteSetting(key, value, { expectedVersion, by, ip, lines });
    if (!saved.ok) return answer(409, { conflict: saved.conflict });
    return redirectWithToast(to, {
      kind: "success",
      title: saved.changed ? words.saved : words.unchanged,
      ...(saved.changed ? { description: words.savedDescription } : {}),
    });
  } catch (error) {
    logger.error({ err: error, setting: key }, "could not save a setting of the site");
    return answer(503, { message: words.saveFailed });
  }
}
