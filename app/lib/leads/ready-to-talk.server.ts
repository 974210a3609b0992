/**
 * The "Ready to talk" form's action: any route that shows the form
 * (ReadyToTalkSection) can use it as its own action.
 */
import { readyToTalk } from "~/content/ready-to-talk";
import { createReadyToTalkRequest } from "./leads.server";
import { EMPTY_READY_TO_TALK_VALUES, readReadyToTalkForm, ReadyToTalkSchema } from "./ready-to-talk-schema";
import { singleFormAction } from "../forms/single-form-action.server";

/** Validates and stores a "Ready to talk" request posted to the page it is on. */
export const readyToTalkAction = singleFormAction({
  form: "ready-to-talk",
  empty: EMPTY_READY_TO_TALK_VALUES,
  failure: readyToTalk.failure,
  readValues: readReadyToTalkForm,
  schema: ReadyToTalkSchema,
  store: createReadyToTalkRequest,
  storeCountsRateLimit: true,
});
