import { Check, X } from '@/components/ui/icons'
import type { ComparisonValue } from '@/content/types'
import { comparisonCellLabels } from '@/content/ui/sections'

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <>
        <Check aria-hidden className="mx-auto size-5 text-accent-text" strokeWidth={3} />
        <span className="sr-only">{comparisonCellLabels.included}</span>
      </>
    )
  if (value === false)
    return (
      <>
        <X aria-hidden className="mx-auto size-5 text-muted" />
        <span className="sr-only">{comparisonCellLabels.excluded}</span>
      </>
    )
  return <>{value}</>
}

interface ComparisonTableProps<K extends string> {
  /** Prefix of the header cells' ids, which each data cell lists in its `headers`. */
  id?: string
  caption: string
  /** The header of the first column, over the row names. */
  featureHeader: string
  columns: readonly { key: K; label: string }[]
  categories: readonly { title: string; rows: readonly ({ name: string } & Record<K, ComparisonValue>)[] }[]
}

/**
 * The plan comparison as a real table: a column header per plan, a header row per category
 * (one <tbody> each), a row header per line. Fixed layout with tight cells on phones, so it
 * fits a 390 px screen without scrolling sideways. With two levels of row headers (category,
 * line), every data cell names its headers explicitly (`headers`), so none is ambiguous.
 */
export function ComparisonTable<K extends string>({
  id = 'piani',
  caption,
  featureHeader,
  columns,
  categories,
}: ComparisonTableProps<K>) {
  const cell = 'px-1.5 py-3 sm:px-4'
  const columnId = (key: K) => `${id}-col-${key}`
  const categoryId = (index: number) => `${id}-cat-${index}`
  const rowId = (category: number, row: number) => `${id}-row-${category}-${row}`
  return (
    <div className="mx-auto max-w-5xl rounded-2xl border border-line bg-surface">
      <table className="w-full table-fixed border-collapse text-left text-xs [overflow-wrap:anywhere] sm:text-sm">
        <caption className="px-4 pt-5 pb-3 text-left text-base font-semibold sm:px-6">{caption}</caption>
        <colgroup>
          <col className="w-[34%] sm:w-[40%]" />
          {columns.map((column) => (
            <col key={column.key} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-line">
            <th id={`${id}-col-feature`} scope="col" className={`${cell} pl-3 font-semibold text-muted sm:pl-6`}>
              {featureHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                id={columnId(column.key)}
                scope="col"
                className={`${cell} text-center text-sm font-bold sm:text-base`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {categories.map((category, categoryIndex) => (
          <tbody key={category.title}>
            <tr>
              <th
                id={categoryId(categoryIndex)}
                scope="rowgroup"
                colSpan={columns.length + 1}
                className="bg-surface-strong px-3 py-2.5 text-left text-sm font-semibold text-fg sm:px-6"
              >
                {category.title}
              </th>
            </tr>
            {category.rows.map((row, rowIndex) => (
              <tr key={row.name} className="border-t border-line first:border-t-0">
                <th
                  id={rowId(categoryIndex, rowIndex)}
                  headers={categoryId(categoryIndex)}
                  scope="row"
                  className={`${cell} pl-3 font-normal sm:pl-6`}
                >
                  {row.name}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    headers={`${columnId(column.key)} ${categoryId(categoryIndex)} ${rowId(categoryIndex, rowIndex)}`}
                    className={`${cell} text-center text-muted`}
                  >
                    <Cell value={row[column.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
