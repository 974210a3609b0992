import { MessagePage } from "~/components/layout/message-page";
import { ButtonLink } from "~/components/ui/button";
import { bookingConfirmation, bookingManage as copy } from "~/content/booking";

/** A reschedule or cancel link whose booking was cancelled or has taken place: it no longer works. */
export function GoneLink({ callSlug }: { callSlug: string }) {
  return (
    <MessagePage
      kind="problem"
      heading={copy.dead.title}
      actions={
        <ButtonLink to={`/book/${callSlug}`} size="lg">
          {bookingConfirmation.bookAnother}
        </ButtonLink>
      }
    >
      <p>{copy.dead.description}</p>
    </MessagePage>
  );
}
