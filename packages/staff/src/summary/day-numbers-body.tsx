import type { ComponentType, ReactNode } from "react"
import type { Said } from "../order-actions/said"
import { DayChartPanel, type DayChartPanelProps } from "./day-chart-panel"
import { formatUsd } from "./numbers"
import type { useDayNumbers } from "./use-day-numbers"

/**
 * How an app draws the day's numbers in its own kit: its link and part heading, the class names of
 * each piece, and the chart's colors. The markup and what it says are DayNumbersBody's, once.
 */
export type DayNumbersSkin = {
  /** The app's router link. */
  Link: (props: { to: string; className?: string; "aria-label"?: string; children: ReactNode }) => ReactNode
  /** A part of the card under its heading (sales, by method, the chart). */
  Part: ComponentType<{ id: string; title: string; className?: string; children: ReactNode }>
  /** The parts' ids begin with it ("day-numbers" → "day-numbers-sales"). */
  idPrefix: string
  /** The figures' grid, the sales and methods' grid, the chart's part. */
  figures: string
  columns: string
  chart?: string
  figure: { box: string; label: string; value: string }
  /** A number that opens the orders it counts; `box` wraps the link when given. */
  linked: { box?: string; link: string; label: string; value: string; detail: string; open: string }
  sales: { list: string; label?: string; total: string; totalCell: string }
  methods: { list: string; note: string }
  /** A muted line: no sales in the range. */
  Muted: ComponentType<{ children: ReactNode }>
  chartFallback: ReactNode
  tooltipClassName: string
  colors: DayChartPanelProps["colors"]
}

export type DayNumbersBodyProps = {
  day: ReturnType<typeof useDayNumbers>
  /** The app's `t` over a catalog text. */
  say: (s: Said) => string
  /** A payment method's name in the app's words. */
  methodLabel: (method: string) => string
  /** The app's orders list: the linked numbers open `${ordersPath}${search}`. */
  ordersPath: string
  lang: string
  skin: DayNumbersSkin
}

/**
 * The day's numbers once they came (useDayNumbers' `data`), as both back offices show them: the
 * figures and the two that open the filtered orders list, the sales lines with the net, the sales by
 * payment method, and the last 14 days' chart.
 */
export function DayNumbersBody({ day, say, methodLabel, ordersPath, lang, skin }: DayNumbersBodyProps) {
  const { Link, Part, Muted, figure, linked, sales, methods } = skin
  const data = day.data
  if (!data) return null
  return (
    <>
      <div className={skin.figures}>
        <dl className="contents">
          {day.figures.map((f) => (
            <div key={f.label} className={figure.box}>
              <dt className={figure.label}>{say({ key: f.label })}</dt>
              <dd className={figure.value}>{f.value}</dd>
            </div>
          ))}
        </dl>
        {day.linked.map((f) => {
          const label = say({ key: f.label })
          const open = say({ key: f.open })
          const link = (
            <Link key={f.link} to={`${ordersPath}${f.search}`} aria-label={`${label}: ${open}`} className={linked.link}>
              <span className={linked.label}>{label}</span>
              <span className={linked.value}>{f.value}</span>
              {f.detail && <span className={linked.detail}>{f.detail}</span>}
              <span className={linked.open}>{open}</span>
            </Link>
          )
          return linked.box ? (
            <div key={f.link} className={linked.box}>
              {link}
            </div>
          ) : (
            link
          )
        })}
      </div>
      <div className={skin.columns}>
        <Part id={`${skin.idPrefix}-sales`} title={say({ key: "dayNumbers.sales" })}>
          <dl className={sales.list}>
            {day.sales.map((line) => (
              <div key={line.key} className="contents">
                <dt className={sales.label}>{say(line)}</dt>
                <dd className="text-right tabular-nums">{formatUsd(line.amount)}</dd>
              </div>
            ))}
            <div className={sales.total}>
              <dt className={sales.totalCell}>{say({ key: "dayNumbers.net" })}</dt>
              <dd className={`${sales.totalCell} text-right tabular-nums`}>{day.net}</dd>
            </div>
          </dl>
        </Part>
        <Part id={`${skin.idPrefix}-methods`} title={say({ key: "dayNumbers.byMethod" })}>
          {data.byMethod.length ? (
            <ul className={methods.list}>
              {data.byMethod.map((m) => (
                <li key={m.method} className="flex flex-wrap justify-between gap-x-4">
                  <span>
                    {methodLabel(m.method)} <span className={methods.note}>({say({ key: "dayNumbers.methodOrders", values: { count: m.orders } })})</span>
                  </span>
                  <span className="tabular-nums">{formatUsd(m.amount)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Muted>{say({ key: "dayNumbers.noSales" })}</Muted>
          )}
        </Part>
      </div>
      <Part id={`${skin.idPrefix}-chart`} title={say({ key: "dayNumbers.chartTitle" })} className={skin.chart}>
        <DayChartPanel
          box={day.chartBox}
          fallback={skin.chartFallback}
          caption={say({ key: "dayNumbers.chartTitle" })}
          points={day.points}
          width={day.chartWidth}
          lang={lang}
          label={day.chartLabel ? say(day.chartLabel) : ""}
          describe={(p) => say(day.describe(p))}
          tooltipClassName={skin.tooltipClassName}
          colors={skin.colors}
        />
      </Part>
    </>
  )
}
