import { Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A chart as a figure: a heading, the drawing hidden from assistive technology, and the same figures
 * as a table for screen readers (visually hidden) or for everyone (`showTable`).
 */
export function ChartFigure(props: {
  title: string;
  description: string;
  columns: string[];
  rows: (string | number)[][];
  empty?: string;
  showTable?: boolean;
  children: ReactNode;
}) {
  const table = (
    <Table striped withTableBorder={props.showTable} aria-label={props.title}>
      <Table.Caption>{props.description}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {props.columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <Table.Th key={props.columns[i]} scope="row">
                  {cell}
                </Table.Th>
              ) : (
                <Table.Td key={props.columns[i]}>{cell}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0}>
      <Text component="figcaption" fw={700} size="lg" mb="sm">
        {props.title}
      </Text>
      {props.empty ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <>
          {/* inert: the drawing (Recharts makes its surface focusable) is out of reach of keys and readers. */}
          <div aria-hidden="true" inert>
            {props.children}
          </div>
          {props.showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
        </>
      )}
    </Paper>
  );
}
