import type { TextareaHTMLAttributes } from "react";
import { ControlFrame } from "./control-frame";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: string;
  name: string;
  error?: string;
  hint?: string;
};

/** A labelled multi-line text box with its hint and error. */
export function TextareaField({ label, name, error, hint, className = "", rows = 4, ...props }: TextareaFieldProps) {
  return (
    <ControlFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          id={control.id}
          name={name}
          rows={rows}
          {...control.aria}
          className={`${control.className} min-h-28 py-2.5 leading-6`}
          {...props}
        />
      )}
    </ControlFrame>
  );
}
