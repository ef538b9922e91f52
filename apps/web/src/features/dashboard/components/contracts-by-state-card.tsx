import type { ContractState } from '@hubgrade/domain/contracts/rules';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import { DASHBOARD_LABELS } from '@hubgrade/domain/dashboard/labels';
import type { DashboardWidgetOf } from '@hubgrade/domain/dashboard/schemas';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCount } from './format.ts';
import { WidgetCard } from './widget-card.tsx';

const labels = DASHBOARD_LABELS.widgets['contracts.byState'];

function Count({ value, link, label }: { value: number; link: string | null; label: string }) {
  const text = formatCount(value);
  return link ? (
    <Link component={RouterLink} to={link} underline="hover" aria-label={`${label} : ${text}`}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}

/** Each state of the contract machine with its count on both sides, each count opening the filtered table. */
export function ContractsByStateCard({ widget }: { widget: DashboardWidgetOf<'contracts.byState'> }) {
  const items = widget.data.items;
  const empty = items.every((item) => item.platform + item.coworking === 0);
  return (
    <WidgetCard widgetId={widget.id} title={widget.title} hint={labels.hint} icon={<AssignmentOutlined />}>
      {empty ? (
        <Typography color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
          {labels.empty}
        </Typography>
      ) : (
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', width: '100%', '& td, & th': { py: 0.5, px: 1 }, '& th': { textAlign: 'left' } }}
        >
          <thead>
            <tr>
              <th />
              <Box component="th" sx={{ textAlign: 'right !important' }}>
                {labels.platform}
              </Box>
              <Box component="th" sx={{ textAlign: 'right !important' }}>
                {labels.coworking}
              </Box>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const state = CONTRACT_STATE_LABELS[item.state as ContractState];
              return (
                <tr key={item.state}>
                  <th scope="row">{state}</th>
                  <Box component="td" sx={{ textAlign: 'right' }}>
                    <Count value={item.platform} link={item.platformLink} label={`${state}, ${labels.platform}`} />
                  </Box>
                  <Box component="td" sx={{ textAlign: 'right' }}>
                    <Count value={item.coworking} link={item.coworkingLink} label={`${state}, ${labels.coworking}`} />
                  </Box>
                </tr>
              );
            })}
          </tbody>
        </Box>
      )}
    </WidgetCard>
  );
}
