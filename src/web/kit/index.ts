/** The screen kit every area uses (issue 3 point 9). */
export { SchemaForm, type SchemaFormProps } from './form/SchemaForm.js';
export { describeShape, type FieldSpec } from './form/fields.js';
export { DataTable, type DataTableProps } from './table/DataTable.js';
export { commandSource, type ListPage, type ListSource } from './table/source.js';
export { DATE_COLUMN_WIDTH, type Column } from './table/types.js';
export { useListParams } from './table/useListParams.js';
export { Pagination } from './table/Pagination.js';
export { FilterBar, type FilterDef } from './filters/FilterBar.js';
export { confirm, type ConfirmOptions } from './confirm/confirm.js';
export { notifyError, notifySuccess, errorText, type SuccessMessage } from './notify.js';
export { DateTime, Money } from './cells.js';
export { Tabs, type TabDef } from './Tabs.js';
export { useUserSettings, SETTINGS_QUERY_KEY } from './useUserSettings.js';
export { isTypingTarget } from './keys.js';
