/** The UI kit: react-aria-components styled with Tailwind. Import from '@/components/ui'. */
export { Alert, type AlertProps } from './alert';
export { Badge, badgeStyles, type BadgeProps } from './badge';
export { Button, buttonStyles, type ButtonProps, type ButtonStyleProps } from './button';
export { Calendar, RangeCalendar, type CalendarProps, type RangeCalendarProps } from './calendar';
export {
  CalendarDate,
  calendarDateFromIso,
  calendarRangeFromIso,
  isoFromCalendarDate,
  isoFromCalendarRange,
  type CalendarDateRange,
} from './calendar-date';
export { Card, CardBody, CardFooter, CardHeader, type CardHeaderProps } from './card';
export { Checkbox, CheckboxGroup, type CheckboxGroupProps } from './checkbox';
export { ComboBox, ComboBoxItem, type ComboBoxProps } from './combo-box';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DateField, DateInput, type DateFieldProps } from './date-field';
export { DatePicker, type DatePickerProps } from './date-picker';
export { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
export { Dialog, DialogTrigger, Modal, type DialogProps, type ModalProps } from './dialog';
export { EmptyState, NoEntries, type EmptyStateProps } from './empty-state';
export {
  Description,
  FieldError,
  FieldGroup,
  Input,
  Label,
  fieldBoxStyles,
  type FieldTextProps,
  type LabelProps,
} from './field';
export { Form, type FormProps } from './form';
export { DropdownSection, ListBox, ListBoxItem } from './list-box';
export { UiLocaleProvider, useUiLocale } from './locale-provider';
export {
  ActionMenu,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  type ActionMenuProps,
  type MenuItemProps,
} from './menu';
export { NumberField, type NumberFieldProps } from './number-field';
export { PageHeader, type PageHeaderProps } from './page-header';
export { PER_PAGE_OPTIONS, Pagination, paginationInfo, type PaginationProps } from './pagination';
export { PasswordStrengthMeter } from './password-strength';
export { Popover, type PopoverProps } from './popover';
export { Radio, RadioGroup, type RadioGroupProps } from './radio-group';
export { SearchField, type SearchFieldProps } from './search-field';
export { Select, SelectItem, type SelectProps } from './select';
export { Skeleton, SkeletonText } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { composeTailwindRenderProps, cx, focusRing } from './styles';
export { Switch, type SwitchProps } from './switch';
export { DataTable, type DataTableColumn, type DataTableProps } from './table';
export { PasswordField, TextAreaField, TextField, type TextFieldProps } from './text-field';
export {
  TOAST_LIFE,
  ToastRegion,
  toast,
  toastQueue,
  type ShowToastOptions,
  type ToastSeverity,
} from './toast';
export { Tooltip, TooltipTrigger, type TooltipProps } from './tooltip';
export { useMediaQuery } from './use-media-query';
