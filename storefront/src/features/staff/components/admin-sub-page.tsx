import type { PageInfo } from "@shop/staff"
import type { ReactNode } from "react"
import { Link } from "react-router-dom"
import { ListPages } from "./list-controls"
import { useStaffTranslation } from "../use-staff-i18n"
import { buttonVariants } from "../../../components/ui/button"
import { ArrowLeftIcon } from "../../../components/ui/icons"

/**
 * A page under the /admin dashboard (the e-mails, the messages): the way back to the dashboard, the
 * page's title and intro (`note`, a line under them), then `children`.
 */
export function AdminSubPage({ title, intro, note, children }: { title: string; intro: string; note?: ReactNode; children: ReactNode }) {
  const { t } = useStaffTranslation("admin")
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <Link to="/admin" className={buttonVariants({ variant: "ghost", size: "sm", className: "self-start" })}>
        <ArrowLeftIcon />
        {t("dashboard.title")}
      </Link>
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        <p className="text-stone-700">{intro}</p>
        {note}
      </div>
      {children}
    </div>
  )
}

/**
 * The pager under a list the server gives in pages (`page`: its offset and whole count; `shown`: the
 * rows on it), in the words of the page's section of the texts ("emails", "messages").
 */
export function ServerListPages({
  section,
  page,
  shown,
  pageInfo,
  busy,
  onOffset,
}: {
  section: "emails" | "messages"
  page: { offset: number; count: number }
  shown: number
  pageInfo: (count: number, shown: number) => PageInfo
  busy: boolean
  onOffset: (offset: number) => void
}) {
  const { t } = useStaffTranslation("admin")
  return (
    <ListPages
      info={pageInfo(page.count, shown)}
      summary={t(`${section}.page`, { from: page.offset + 1, to: page.offset + shown, count: page.count })}
      previous={t(`${section}.previous`)}
      next={t(`${section}.next`)}
      busy={busy}
      onOffset={onOffset}
    />
  )
}
