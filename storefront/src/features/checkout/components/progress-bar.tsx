import { useTranslation } from "react-i18next"
import { cn } from "../../../lib/cn"

const STEPS = ["customer", "payment", "confirmation"] as const

/** The three-step progress bar of spec point 2. */
export function ProgressBar({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t("checkout.progress")} className="mb-8">
      <ol className="flex items-start gap-2">
        {STEPS.map((key, i) => {
          const n = i + 1
          const state = n < step ? "done" : n === step ? "current" : "todo"
          return (
            <li key={key} className="flex flex-1 flex-col gap-2" aria-current={state === "current" ? "step" : undefined}>
              <span className={cn("h-2 rounded-full", state === "todo" ? "bg-stone-300" : "bg-red-800")} aria-hidden />
              <span className={cn("text-sm", state === "current" ? "font-bold text-stone-950" : "text-stone-700")}>
                {n}. {t(`checkout.steps.${key}`)}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
