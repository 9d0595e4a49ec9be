import { useId } from 'react'

/** An on/off switch (role="switch") with its label and a one-line description. */
export function ConsentSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  const labelId = useId()
  const descriptionId = useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <p id={labelId} className="text-sm font-medium">
          {label}
        </p>
        <p id={descriptionId} className="text-xs text-muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => onChange?.(!checked)}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line bg-surface-strong transition-colors disabled:cursor-not-allowed disabled:opacity-70 aria-checked:border-transparent aria-checked:bg-accent"
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-[1.3rem]' : 'translate-x-0.5'}`}
        />
      </button>
    </div>
  )
}
