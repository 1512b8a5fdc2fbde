import { Tabs } from "radix-ui"

/** A tab of a segmented tab row: the active one white with the shop's red text. */
export const tabTriggerClass =
  "min-h-10 flex-1 rounded-md px-3 text-sm font-semibold text-stone-800 data-[state=active]:bg-white data-[state=active]:text-red-900 data-[state=active]:shadow-sm"

/** A Radix Tabs.List drawn as a segmented row: one tab a value, `text` names it. */
export function SegmentedTabList<T extends string>({ label, values, text }: { label: string; values: readonly T[]; text: (value: T) => string }) {
  return (
    <Tabs.List aria-label={label} className="mb-4 flex flex-wrap gap-1 rounded-lg bg-stone-100 p-1">
      {values.map((value) => (
        <Tabs.Trigger key={value} value={value} className={tabTriggerClass}>
          {text(value)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  )
}
