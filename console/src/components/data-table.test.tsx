import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './data-table';

interface Move {
  id: number;
  amount: number;
}
const COLUMNS: Column<Move>[] = [
  { header: 'Id', cell: (m) => m.id },
  {
    header: 'Amount',
    cell: (m) => Math.abs(m.amount),
    className: (m) => (m.amount < 0 ? 'debit' : 'credit'),
  },
];

describe('DataTable', () => {
  it('shows one row a record, cells in column order, each row named and classed by its data', () => {
    render(
      <DataTable
        caption="Moves"
        columns={COLUMNS}
        rows={[
          { id: 1, amount: 50 },
          { id: 2, amount: -20 },
        ]}
        rowKey={(m) => m.id}
        rowLabel={(m) => `move ${m.id}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Moves' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Id', 'Amount']);
    const debit = screen.getByRole('row', { name: 'move 2' });
    expect(
      within(debit)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '20']);
    expect(within(debit).getAllByRole('cell')[1]).toHaveClass('debit');
  });

  it('says the empty message instead of an empty table, or nothing when it is null', () => {
    const { rerender, container } = render(
      <DataTable columns={COLUMNS} rows={[]} rowKey={(m) => m.id} empty="No move yet." />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No move yet.')).toBeInTheDocument();
    rerender(<DataTable columns={COLUMNS} rows={[]} rowKey={(m) => m.id} empty={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<DataTable columns={COLUMNS} rows={[]} rowKey={(m) => m.id} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
