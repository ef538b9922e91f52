import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/**
 * The search box of a table: the search is applied a moment after typing stops (or at once on
 * Enter), and follows the address when it changes (back button, shared link).
 */
export function DataTableSearch({
  value,
  onChange,
  label = TABLE_LABELS.search,
}: {
  value: string | undefined;
  onChange: (search: string | undefined) => void;
  label?: string;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    // The address changed under the box (back button, link): show it, unless it is what is being typed.
    if ((text.trim() || undefined) !== value) setText(value ?? '');
  }
  const apply = useEffectEvent((next: string | undefined) => {
    if (next !== value) onChange(next);
  });
  useEffect(() => {
    const timer = setTimeout(() => apply(text.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text.trim() || undefined);
  };
  return (
    <search>
      <form onSubmit={submit}>
        <TextField
          size="small"
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={TABLE_LABELS.clearSearch}
                    onClick={() => {
                      setText('');
                      apply(undefined);
                    }}
                  >
                    <Clear fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </form>
    </search>
  );
}
