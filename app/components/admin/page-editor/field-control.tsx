/**
 * One field of a page section's form, drawn from the plain description the server made of the section's schema
 * (page-form-types.ts): text, multi-line text, anchors, addresses (a page of the site or an outside address),
 * icons shown as pictures, images of the library with their alt text, choices, numbers, toggles, groups, lists with their own buttons, and variants. Every
 * control is named by its path in the page, and every button is a submit with an `intent`, so the form works
 * without JavaScript; ids follow the names (`f-` + name), so a problem's link and the focus can find them.
 */
import { createContext, useContext, useState } from "react";
import { useHydrated } from "~/components/forms/use-hydrated";
import { CheckboxField } from "~/components/admin/fields";
import { ControlFrame } from "~/components/forms/control-frame";
import { SectionIcon } from "~/components/sections/section-icon";
import { Button } from "~/components/ui/button";
import { pageEditor as copy } from "~/content/admin-page-editor";
import type { IconName } from "~/content/pages/types";
import type { FieldNode, ImageOption, PageOption } from "~/lib/site-pages/page-form-types";

/** The value of the page select that keeps the typed address (page-form.server.ts reads it so). */
const OTHER_ADDRESS = "$other";

export const fieldId = (name: string) => `f-${name}`;

/** The image library's newest images, which every image field offers (the editor's loader sends them once). */
export const LibraryImages = createContext<ImageOption[]>([]);
export const intentId = (intent: string) => `btn-${intent}`;

/** A submit button that does a structural change of the draft, with an id the focus can come back to. */
export function IntentButton({
  intent,
  children,
  context,
  variant = "outline",
}: {
  intent: string;
  children: string;
  /** words for screen readers that say which item the button is for */
  context?: string;
  variant?: "outline" | "ghost" | "danger";
}) {
  return (
    <Button type="submit" name="intent" value={intent} id={intentId(intent)} variant={variant} size="sm" formNoValidate>
      {children}
      {context ? <span className="sr-only"> {context}</span> : null}
    </Button>
  );
}

export function FieldControl({ node, pages }: { node: FieldNode; pages: PageOption[] }) {
  switch (node.type) {
    case "fixed":
      return null;
    case "text":
    case "id":
    case "number":
      return (
        <ControlFrame id={fieldId(node.name)} label={node.label} hint={node.help} error={node.error}>
          {(control) => (
            <input
              id={control.id}
              name={node.name}
              type={node.type === "number" ? "number" : "text"}
              inputMode={node.type === "number" ? "numeric" : undefined}
              defaultValue={node.value}
              aria-required={node.required || undefined}
              spellCheck={node.type === "id" ? false : undefined}
              {...control.aria}
              className={`${control.className} h-11 ${node.type === "id" ? "font-mono text-sm" : ""}`}
            />
          )}
        </ControlFrame>
      );
    case "multiline":
      return (
        <ControlFrame id={fieldId(node.name)} label={node.label} hint={node.help} error={node.error}>
          {(control) => (
            <textarea
              id={control.id}
              name={node.name}
              rows={Math.min(10, Math.max(3, Math.ceil(node.value.length / 70)))}
              defaultValue={node.value}
              aria-required={node.required || undefined}
              {...control.aria}
              className={`${control.className} py-2.5 leading-relaxed`}
            />
          )}
        </ControlFrame>
      );
    case "href":
      return <HrefControl node={node} pages={pages} />;
    case "image":
      return <ImageControl node={node} />;
    case "icon":
      return <IconControl node={node} />;
    case "choice":
      return (
        <ControlFrame id={fieldId(node.name)} label={node.label} hint={node.help} error={node.error}>
          {(control) => (
            <select
              id={control.id}
              name={node.name}
              defaultValue={node.value}
              {...control.aria}
              className={`${control.className} h-11`}
            >
              {node.required ? (
                <option value="" disabled>
                  {copy.choice.choose}
                </option>
              ) : (
                <option value="">{copy.choice.none}</option>
              )}
              <Options options={node.options} />
            </select>
          )}
        </ControlFrame>
      );
    case "toggle":
      return (
        <CheckboxField
          id={fieldId(node.name)}
          name={node.name}
          label={node.label}
          defaultChecked={node.checked}
          error={node.error}
        />
      );
    case "group":
      return <GroupControl node={node} pages={pages} />;
    case "list":
      return <ListControl node={node} pages={pages} />;
    case "variants":
      return <VariantsControl node={node} pages={pages} />;
  }
}

function Options({ options }: { options: { value: string; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

function FieldsetError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** An optional group, or choice of kinds, not there yet: the button that adds it, and its problem. */
function AddOptional({ node }: { node: { name: string; label: string; error?: string } }) {
  return (
    <div className="flex flex-wrap items-center gap-3" id={fieldId(node.name)}>
      <IntentButton intent={`group-add:${node.name}`}>{copy.group.add(node.label)}</IntentButton>
      <FieldsetError id={`${fieldId(node.name)}-error`} error={node.error} />
    </div>
  );
}

function GroupControl({ node, pages }: { node: Extract<FieldNode, { type: "group" }>; pages: PageOption[] }) {
  if (!node.present) return <AddOptional node={node} />;
  return (
    <fieldset
      id={fieldId(node.name)}
      aria-describedby={node.error ? `${fieldId(node.name)}-error` : undefined}
      className="grid min-w-0 gap-4 rounded-lg border border-line p-4"
    >
      <legend id={`${node.name}-legend`} tabIndex={-1} className="px-1 text-sm font-semibold text-ink">
        {node.label}
      </legend>
      {node.optional ? <input type="hidden" name={`${node.name}.$on`} value="1" /> : null}
      <FieldsetError id={`${fieldId(node.name)}-error`} error={node.error} />
      {node.children.map((child) => (
        <FieldControl key={child.name} node={child} pages={pages} />
      ))}
      {node.optional ? (
        <div>
          <IntentButton intent={`group-remove:${node.name}`} variant="ghost">
            {copy.group.remove(node.label)}
          </IntentButton>
        </div>
      ) : null}
    </fieldset>
  );
}

function ListControl({ node, pages }: { node: Extract<FieldNode, { type: "list" }>; pages: PageOption[] }) {
  const count = node.items.length;
  return (
    <fieldset
      id={fieldId(node.name)}
      aria-describedby={node.error ? `${fieldId(node.name)}-error` : undefined}
      className="grid min-w-0 gap-3 rounded-lg border border-line p-4"
    >
      <legend className="px-1 text-sm font-semibold text-ink">{node.label}</legend>
      <input type="hidden" name={`${node.name}.$n`} value={count} />
      <FieldsetError id={`${fieldId(node.name)}-error`} error={node.error} />
      {count === 0 ? <p className="text-sm text-muted">{copy.list.empty}</p> : null}
      <ol className="grid gap-3">
        {node.items.map((item, index) => {
          const itemName = `${node.name}.${index}`;
          const title = copy.list.item(node.itemLabel, index + 1);
          return (
            <li key={itemName} className="grid min-w-0 gap-3 rounded-md border border-line/70 bg-paper p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p id={`${itemName}-item`} tabIndex={-1} className="text-sm font-semibold text-ink">
                  {title}
                </p>
                <div className="flex flex-wrap gap-1.5">
                  {index > 0 ? (
                    <IntentButton intent={`item-up:${itemName}`} context={title}>
                      {copy.list.up}
                    </IntentButton>
                  ) : null}
                  {index < count - 1 ? (
                    <IntentButton intent={`item-down:${itemName}`} context={title}>
                      {copy.list.down}
                    </IntentButton>
                  ) : null}
                  <IntentButton intent={`item-remove:${itemName}`} context={title} variant="ghost">
                    {copy.list.remove}
                  </IntentButton>
                </div>
              </div>
              <FieldControl
                node={item.type === "fixed" ? item : { ...item, label: item.type === "group" ? title : item.label }}
                pages={pages}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <IntentButton intent={`item-add:${node.name}`}>{copy.list.add(node.itemLabel)}</IntentButton>
      </div>
    </fieldset>
  );
}

function VariantsControl({ node, pages }: { node: Extract<FieldNode, { type: "variants" }>; pages: PageOption[] }) {
  if (!node.present) return <AddOptional node={node} />;
  const fields = (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <ControlFrame
          id={fieldId(`${node.name}.kind`)}
          label={`${node.label}: ${copy.variants.kind}`}
          className="min-w-40 flex-1"
        >
          {(control) => (
            <select
              id={control.id}
              name={`${node.name}.kind`}
              defaultValue={node.chosen}
              {...control.aria}
              className={`${control.className} h-11`}
            >
              <Options options={node.options} />
            </select>
          )}
        </ControlFrame>
        <IntentButton intent={`refresh:${node.name}`}>{copy.variants.apply}</IntentButton>
      </div>
      {node.children.map((child) => (
        <FieldControl key={child.name} node={child} pages={pages} />
      ))}
    </>
  );
  if (!node.optional) return <div className="grid min-w-0 gap-3">{fields}</div>;
  // An optional one is shown as a group is: under its name, with a button that takes it away.
  return (
    <fieldset id={fieldId(node.name)} className="grid min-w-0 gap-3 rounded-lg border border-line p-4">
      <legend id={`${node.name}-legend`} tabIndex={-1} className="px-1 text-sm font-semibold text-ink">
        {node.label}
      </legend>
      <input type="hidden" name={`${node.name}.$on`} value="1" />
      {fields}
      <div>
        <IntentButton intent={`group-remove:${node.name}`} variant="ghost">
          {copy.group.remove(node.label)}
        </IntentButton>
      </div>
    </fieldset>
  );
}

/** An address: one of the site's pages, or an outside address typed in (shown when chosen, or always without JavaScript). */
function HrefControl({ node, pages }: { node: Extract<FieldNode, { type: "href" }>; pages: PageOption[] }) {
  const isPage = pages.some((page) => page.path === node.value);
  const [choice, setChoice] = useState(isPage ? node.value : OTHER_ADDRESS);
  // Without JavaScript both controls show; with it, the typed address only when "Outside address" is chosen.
  const hydrated = useHydrated();
  const id = fieldId(node.name);
  return (
    <fieldset
      aria-describedby={node.error ? `${id}-error` : undefined}
      className="grid min-w-0 gap-3 rounded-lg border border-line/70 p-3"
    >
      <legend className="px-1 text-sm font-medium text-ink">{node.label}</legend>
      <ControlFrame id={`${id}.$page`} label={copy.href.page}>
        {(control) => (
          <select
            id={control.id}
            name={`${node.name}.$page`}
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            {...control.aria}
            className={`${control.className} h-11`}
          >
            {pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.title} ({page.path})
              </option>
            ))}
            <option value={OTHER_ADDRESS}>{copy.href.other}</option>
          </select>
        )}
      </ControlFrame>
      <ControlFrame
        id={id}
        label={copy.href.address}
        hint={copy.href.addressHint}
        error={node.error}
        className={hydrated && choice !== OTHER_ADDRESS ? "hidden" : ""}
      >
        {(control) => (
          <input
            id={control.id}
            name={node.name}
            type="text"
            inputMode="url"
            defaultValue={isPage ? "" : node.value}
            spellCheck={false}
            {...control.aria}
            className={`${control.className} h-11 font-mono text-sm`}
          />
        )}
      </ControlFrame>
    </fieldset>
  );
}

/** The icon set as pictures: a radio for each, its name its label. */
function IconControl({ node }: { node: Extract<FieldNode, { type: "icon" }> }) {
  const id = fieldId(node.name);
  const options = node.required ? node.options : ["", ...node.options];
  return (
    <fieldset
      id={id}
      aria-describedby={node.error ? `${id}-error` : undefined}
      className="grid min-w-0 gap-2 rounded-lg border border-line/70 p-3"
    >
      <legend className="px-1 text-sm font-medium text-ink">{node.label}</legend>
      <FieldsetError id={`${id}-error`} error={node.error} />
      <div className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-1.5">
        {options.map((icon) => {
          const optionId = `${id}-${icon || "none"}`;
          return (
            <div key={icon || "none"} className="relative">
              <input
                id={optionId}
                type="radio"
                name={node.name}
                value={icon}
                defaultChecked={node.value === icon}
                className="peer absolute top-2 left-2 h-4 w-4 accent-brand-800"
              />
              <label
                htmlFor={optionId}
                className="flex min-h-16 cursor-pointer flex-col items-center justify-end gap-1 rounded-md border border-line bg-white px-1 pt-5 pb-1.5 text-center text-xs text-ink peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
              >
                {icon ? <SectionIcon name={icon as IconName} className="h-5 w-5 text-brand-800" /> : null}
                <span className="break-all">{icon || copy.icon.none}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * An image of the library, chosen by its picture (a radio for each), with its alt text or marked decorative. The
 * chosen image is offered first even when it is no longer among the newest.
 */
function ImageControl({ node }: { node: Extract<FieldNode, { type: "image" }> }) {
  const library = useContext(LibraryImages);
  const id = fieldId(`${node.name}.id`);
  const altId = fieldId(`${node.name}.alt`);
  const { value } = node;
  const chosen = value.id && !library.some((image) => image.id === value.id);
  const options: ImageOption[] = chosen
    ? [{ id: value.id, thumb: `/images/${value.id}/480.webp`, label: value.id }, ...library]
    : library;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-line/70 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{node.label}</legend>
      <div
        id={id}
        role="radiogroup"
        aria-label={copy.image.choose}
        aria-describedby={node.idError ? `${id}-error` : undefined}
        className="grid gap-2"
      >
        <FieldsetError id={`${id}-error`} error={node.idError} />
        {options.length === 0 ? <p className="text-sm text-muted">{copy.image.empty}</p> : null}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2">
          {options.map((image) => {
            const optionId = `${id}-${image.id}`;
            return (
              <div key={image.id} className="relative">
                <input
                  id={optionId}
                  type="radio"
                  name={`${node.name}.id`}
                  value={image.id}
                  defaultChecked={value.id === image.id}
                  className="peer absolute top-2 left-2 h-4 w-4 accent-brand-800"
                />
                <label
                  htmlFor={optionId}
                  className="flex cursor-pointer flex-col gap-1 rounded-md border border-line bg-white p-1.5 text-xs text-ink peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
                >
                  <img src={image.thumb} alt="" loading="lazy" className="aspect-[4/3] w-full rounded object-cover" />
                  <span>{image.label}</span>
                </label>
              </div>
            );
          })}
        </div>
      </div>
      <ControlFrame id={altId} label={copy.image.alt} hint={copy.image.altHint} error={node.altError}>
        {(control) => (
          <input
            id={control.id}
            name={`${node.name}.alt`}
            type="text"
            defaultValue={value.alt}
            maxLength={250}
            {...control.aria}
            className={`${control.className} h-11`}
          />
        )}
      </ControlFrame>
      <CheckboxField
        id={fieldId(`${node.name}.decorative`)}
        name={`${node.name}.decorative`}
        label={copy.image.decorative}
        defaultChecked={value.decorative}
      />
    </fieldset>
  );
}
