/**
 * The "Ready to talk" form's action: any route that shows the form
 * (ReadyToTalkSection) can use it as its own action.
 */
import type { AppLoadContext } from "react-router";
import { readyToTalk } from "~/content/ready-to-talk";
import { createReadyToTalkRequest } from "./leads.server";
import { parseFields } from "../forms/parse";
import {
  EMPTY_READY_TO_TALK_VALUES,
  readReadyToTalkForm,
  ReadyToTalkSchema,
  type ReadyToTalkFormValues,
  type ReadyToTalkInput,
} from "./ready-to-talk-schema";
import { handleSingleFormAction, type SingleFormDefinition } from "../forms/single-form-action.server";

const readyToTalkForm: SingleFormDefinition<ReadyToTalkFormValues, ReadyToTalkInput> = {
  form: "ready-to-talk",
  empty: EMPTY_READY_TO_TALK_VALUES,
  failure: readyToTalk.failure,
  readValues: readReadyToTalkForm,
  parse: (values) => parseFields(ReadyToTalkSchema, values),
  store: createReadyToTalkRequest,
};

/** Validates and stores a "Ready to talk" request posted to the page it is on. */
export function readyToTalkAction({ request, context }: { request: Request; context: AppLoadContext }) {
  return handleSingleFormAction(readyToTalkForm, request, context);
}
