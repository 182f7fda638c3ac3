/** 积分管理: the points, the way to the points mall, and the points log. */
import * as Messages from "@mall/core/Messages"
import { useEffect } from "react"
import { PagedTable } from "../../lib/kit/PagedTable.tsx"
import { useListQuery } from "../../lib/kit/useListQuery.ts"
import { user } from "../../lib/session/session.ts"
import { ButtonLink } from "../../lib/ui/Button.tsx"
import { Card } from "../../lib/ui/Card.tsx"
import { pointsLog, pointsSpec } from "./model.ts"
import styles from "./Wallet.module.css"

const M = Messages.member.points

export function PointsPage() {
  const { values, hrefOf } = useListQuery(pointsSpec)
  useEffect(() => {
    void pointsLog.load(values)
  }, [values])
  return (
    <div className={styles.page}>
      <Card className={styles.summary}>
        <div className={styles.stat}>
          <span className={styles.label}>{M.current}</span>
          <span className={styles.big} data-testid="points">
            {user.value?.points ?? "-"}
          </span>
        </div>
        <ButtonLink to="/jfsc" variant="primary" className={styles.summaryAction}>
          {M.mall}
        </ButtonLink>
      </Card>
      <Card title={M.log}>
        <PagedTable
          resource={pointsLog}
          empty={M.none}
          hrefOf={(p) => hrefOf({ page: p })}
          caption={M.log}
          rowKey={(e) => e.id}
          rowTestId="points-log"
          columns={[
            { key: "time", header: M.time, cell: (e) => e.created_at },
            {
              key: "points",
              header: M.change,
              end: true,
              cell: (e) => (e.points > 0 ? `+${e.points}` : String(e.points)),
            },
            { key: "remarks", header: M.remarks, cell: (e) => e.remarks || "-" },
          ]}
        />
      </Card>
    </div>
  )
}
