import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import { parseSignedEuros } from '@hubgrade/domain/statements/rules';
import type { Statement } from '@hubgrade/domain/statements/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { centsToEurosText } from '../../../ui/form-money-field.tsx';
import { conflictMessage, fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useUpdateStatement } from '../api/statements.ts';

const F = L.fields;

/** A draft's free adjustment line (signed, TTC, with its label) and its comment. */
export function StatementEditForm({ statement }: { statement: Statement }) {
  const update = useUpdateStatement();
  const { run, dialog } = useMutationFeedback();
  const [amount, setAmount] = useState(
    statement.adjustmentCents < 0 ? `-${centsToEurosText(-statement.adjustmentCents)}` : centsToEurosText(statement.adjustmentCents),
  );
  const [label, setLabel] = useState(statement.adjustmentLabel);
  const [comment, setComment] = useState(statement.comment);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cents = amount.trim() === '' ? 0 : parseSignedEuros(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents === null) return;
    setRefusal(null);
    void run(
      update,
      { cryptId: statement.cryptInvoice, body: { adjustmentCents: cents, adjustmentLabel: label, comment } },
      { success: L.saved, error: conflictMessage, onError: (error) => setRefusal(fieldRefusal(error)) },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}
    >
      <TextField
        label={F.adjustment}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={cents === null}
        helperText={cents === null ? L.refusals.adjustment : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label={F.adjustmentLabel}
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        error={refusal !== null}
        helperText={refusal ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={F.comment}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="outlined" disabled={cents === null || update.isPending}>
          {L.actions.save}
        </Button>
      </Box>
      {dialog}
    </Box>
  );
}
