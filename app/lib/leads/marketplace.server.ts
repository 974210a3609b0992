/** The marketplace form's action: Next, Back and the submission itself, posted to /marketplace. */
import { marketplacePage } from "~/content/leads";
import { stepFormAction } from "../forms/step-form-action.server";
import { createMarketplaceSubmission } from "./leads.server";
import { MARKETPLACE_STEPS, MarketplaceSubmissionSchema, readMarketplaceForm } from "./marketplace-schema";

/** The marketplace form's name in logs, rate-limit keys and the Post/Redirect/Get mark. */
export const MARKETPLACE_FORM = "marketplace";

export const marketplaceAction = stepFormAction({
  ...MARKETPLACE_STEPS,
  form: MARKETPLACE_FORM,
  failure: marketplacePage.failure,
  readValues: readMarketplaceForm,
  schema: MarketplaceSubmissionSchema,
  store: createMarketplaceSubmission,
  storeCountsRateLimit: true,
});
