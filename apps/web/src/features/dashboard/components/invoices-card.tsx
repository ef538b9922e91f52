import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/format.ts';
import { KpiCard } from './kpi-card.tsx';

/** A count of invoices with their total including tax underneath. */
export function InvoicesCard({ widget, icon }: { widget: DashboardWidgetOf<'invoices.unpaid' | 'invoices.late'>; icon: ReactNode }) {
  const labels = DASHBOARD_LABELS.widgets[widget.id];
  return (
    <KpiCard
      widgetId={widget.id}
      title={widget.title}
      hint={labels.hint}
      icon={icon}
      count={widget.data}
      footer={
        <Typography variant="body2" color="textSecondary" data-testid="widget-amount">
          {formatCents(widget.data.amountCents)} {labels.amount}
        </Typography>
      }
    />
  );
}
