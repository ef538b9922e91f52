import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import { DOCUMENT_AUDIENCES, type DocumentAudience } from '@hubgrade/domain/documents/rules';
import type { DocumentShare } from '@hubgrade/domain/documents/schemas';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDocumentAudiences } from '../api/documents.ts';

type Target = NonNullable<DocumentShare['target']>;

/** The audience select and, unless all members, the site, company or member it names (members searched by name). */
export function ShareFields({
  value,
  onChange,
  errors,
}: {
  value: DocumentShare;
  onChange: (share: DocumentShare) => void;
  errors: Record<string, string>;
}) {
  const [search, setSearch] = useState('');
  const audiences = useDocumentAudiences(value.audience === 'member' ? search : '', value.audience !== 'all');
  const options: Target[] =
    value.audience === 'site'
      ? (audiences.data?.sites ?? [])
      : value.audience === 'company'
        ? (audiences.data?.companies ?? [])
        : (audiences.data?.members ?? []);
  const targetLabel = value.audience === 'site' ? L.fields.site : value.audience === 'company' ? L.fields.company : L.fields.member;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        required
        label={L.fields.audience}
        value={value.audience}
        error={Boolean(errors.audience)}
        helperText={errors.audience || undefined}
        onChange={(event) => onChange({ audience: event.target.value as DocumentAudience, target: null })}
      >
        {DOCUMENT_AUDIENCES.map((a) => (
          <MenuItem key={a} value={a}>
            {L.audiences[a]}
          </MenuItem>
        ))}
      </TextField>
      {value.audience !== 'all' && (
        <Autocomplete
          options={options}
          value={value.target}
          loading={audiences.isFetching}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={value.audience === 'member' ? (all) => all : undefined}
          onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
          onChange={(_event, target) => onChange({ audience: value.audience, target })}
          renderInput={(params) => (
            <TextField {...params} required label={targetLabel} error={Boolean(errors.target)} helperText={errors.target || undefined} />
          )}
        />
      )}
    </Box>
  );
}
