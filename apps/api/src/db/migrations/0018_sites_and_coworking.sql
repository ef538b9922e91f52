-- Filled by the change that introduces these tables.
SELECT 1;
