import { useState } from "react"
import { Link } from "react-router-dom"
import { Button, buttonVariants } from "../../../../components/ui/button"
import { useToast } from "../../../../components/ui/toaster"
import { HttpError } from "../../../../lib/http"
import { useStaffTranslation } from "../../use-staff-i18n"
import { useProductsBackup, useUtility } from "../api/products"
import { backupFileName, downloadJson, page } from "../lib/download"
import { useServerReason } from "../../use-server-reason"

/** Spec point 9: the page reloads 1.5 s after Fix Database IDs succeeded. */
export const RELOAD_DELAY_MS = 1500

type UtilityName = "fixImages" | "cleanDuplicates" | "resetCategories" | "fixSequences"

const PATHS: Record<UtilityName, string> = {
  fixImages: "/api/fix-images",
  cleanDuplicates: "/api/clean-duplicates",
  resetCategories: "/api/reset-categories",
  fixSequences: "/api/fix-sequences",
}

/** The Utilities tab: the maintenance calls of spec point 7, the backup download and the shipping link. */
export function ProductUtilities() {
  const { t } = useStaffTranslation("products")
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-800">{t("utilities.intro")}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {(Object.keys(PATHS) as UtilityName[]).map((name) => (
          <UtilityAction key={name} name={name} />
        ))}
        <BackupAction />
      </ul>
      <div className="flex flex-col items-start gap-1 border-t border-stone-200 pt-4">
        <Link to="/shipping-admin" className={buttonVariants({ variant: "secondary" })}>
          {t("utilities.shipping")}
        </Link>
        <p className="text-sm text-stone-700">{t("utilities.shippingText")}</p>
      </div>
    </div>
  )
}

/** `text` is the toast's (the spec's words); `detail`, when there is one, also names the server's reason for the card's 'Last result'. */
type Outcome = { ok: true; title: string; text?: string } | { ok: false; title: string; text: string; detail?: string }

function useOutcome() {
  const toast = useToast()
  const [last, setLast] = useState<string | null>(null)
  const report = (outcome: Outcome) => {
    toast({ title: outcome.title, description: outcome.text, variant: outcome.ok ? "default" : "destructive" })
    setLast((!outcome.ok && outcome.detail) || outcome.text || outcome.title)
  }
  return { last, report }
}

function useFailure(label: string) {
  const { t } = useStaffTranslation("products")
  const reasonOf = useServerReason()
  // Spec point 8: a non-OK reply is 'Operation failed: ' plus the utility's name; the server's reason goes to the detail.
  return (error: unknown) =>
    error instanceof HttpError ? { reason: t("utilities.notOk", { name: label }), detail: reasonOf(error) } : { reason: reasonOf(error) }
}

function UtilityAction({ name }: { name: UtilityName }) {
  const { t } = useStaffTranslation("products")
  const utility = useUtility(PATHS[name])
  const { last, report } = useOutcome()
  const label = t(`utilities.${name}.label`)
  const reasonOf = useFailure(label)

  const fail = ({ reason, detail }: { reason: string; detail?: string }) => {
    const text = name === "fixSequences" ? t("utilities.fixSequences.failed") : t("utilities.failedText", { reason })
    const why = name === "fixSequences" ? (detail ? t("utilities.withReason", { text: reason, reason: detail }) : reason) : detail
    report({ ok: false, title: name === "fixSequences" ? t("toast.error") : t("utilities.failed"), text, detail: why ? t("utilities.withReason", { text, reason: why }) : undefined })
  }

  const run = () =>
    utility.mutateAsync().then(
      (reply) => {
        if (reply.success === false) {
          return fail({ reason: reply.error || reply.message || t("utilities.notOk", { name: label }) })
        }
        report({ ok: true, title: t(`utilities.${name}.done`), text: reply.message || undefined })
        if (name === "fixSequences") {
          setTimeout(() => page.reload(), RELOAD_DELAY_MS)
        }
      },
      (error: unknown) => fail(reasonOf(error))
    )

  return (
    <UtilityCard label={label} text={t(`utilities.${name}.text`)} pending={utility.isPending} last={last} onRun={run} />
  )
}

function BackupAction() {
  const { t } = useStaffTranslation("products")
  const backup = useProductsBackup()
  const { last, report } = useOutcome()
  const label = t("utilities.backup.label")
  const reasonOf = useFailure(label)

  const run = () =>
    backup.mutateAsync().then(
      (data) => {
        const file = backupFileName(new Date())
        downloadJson(file, data)
        report({ ok: true, title: t("utilities.backup.done"), text: t("utilities.backup.doneText", { file }) })
      },
      (error: unknown) => report({ ok: false, title: t("utilities.failed"), text: t("utilities.failedText", { reason: reasonOf(error) }) })
    )

  return <UtilityCard label={label} text={t("utilities.backup.text")} pending={backup.isPending} last={last} onRun={run} />
}

function UtilityCard({ label, text, pending, last, onRun }: { label: string; text: string; pending: boolean; last: string | null; onRun: () => void }) {
  const { t } = useStaffTranslation("products")
  return (
    <li className="flex flex-col items-start gap-2 rounded-lg border border-stone-200 p-4">
      <Button variant="secondary" onClick={onRun} disabled={pending} aria-busy={pending || undefined}>
        {pending ? t("utilities.running") : label}
      </Button>
      <p className="text-sm text-stone-700">{text}</p>
      {last && <p className="text-sm font-medium text-stone-900">{t("utilities.lastResult", { message: last })}</p>}
    </li>
  )
}
