import { flex } from 'styled-system/patterns';
import { input, nativeSelect } from 'styled-system/recipes';

/**
 * The fields of a list's toolbar (spec 001 §8): its search box and its filters, drawn the same way in every admin
 * list. A field is named by its label, shown beside it or (`labelShown` false) given to screen readers only.
 */
export function ToolbarSearch({
  label,
  placeholder,
  value,
  onText,
  widest,
}: {
  label: string;
  placeholder: string;
  value: string;
  onText: (text: string) => void;
  /** in pixels: the widest the box grows in the toolbar */
  widest: number;
}) {
  return (
    <input
      aria-label={label}
      placeholder={placeholder}
      className={input()}
      style={{ maxWidth: widest }}
      value={value}
      onChange={(e) => onText(e.target.value)}
    />
  );
}

export type ToolbarOption = readonly [value: string, label: string];

export function ToolbarSelect({
  label,
  labelShown = false,
  value,
  onPick,
  options,
}: {
  label: string;
  labelShown?: boolean;
  value: string;
  onPick: (value: string) => void;
  options: readonly ToolbarOption[];
}) {
  const select = {
    className: nativeSelect(),
    value,
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onPick(e.target.value),
    children: options.map(([option, text]) => (
      <option key={option} value={option}>
        {text}
      </option>
    )),
  };
  if (!labelShown) return <select aria-label={label} {...select} />;
  return (
    <label className={flex({ fontSize: 'sm', gap: '2', align: 'center' })}>
      {label}
      <select {...select} />
    </label>
  );
}
