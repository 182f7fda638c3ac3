/** Words of the design system's controls: the date field and its calendar, the file field, the stepper. */

export const ui = {
  /** The date field's placeholder: the one date format of the mall. */
  datePlaceholder: "年-月-日",
  /** A typed date the mall cannot read. */
  dateInvalid: "请按“年-月-日”填写日期，如 2026-01-31",
  openCalendar: "选择日期",
  calendar: "日历",
  previousMonth: "上个月",
  nextMonth: "下个月",
  previousYear: "上一年",
  nextYear: "下一年",
  today: "今天",
  clear: "清除",
  /** `2026年11月` (the month a calendar shows). */
  monthTitle: (year: number, month: number): string => `${year}年${month}月`,
  /** `2026年11月27日 星期五` (a day's accessible name in the calendar). */
  dayName: (year: number, month: number, day: number, weekday: string): string =>
    `${year}年${month}月${day}日 ${weekday}`,
  /** Monday first, as Chinese calendars are. */
  weekdays: ["一", "二", "三", "四", "五", "六", "日"] as ReadonlyArray<string>,
  weekdayNames: [
    "星期一",
    "星期二",
    "星期三",
    "星期四",
    "星期五",
    "星期六",
    "星期日",
  ] as ReadonlyArray<string>,
  /** Between the two dates of a range. */
  rangeTo: "至",
  chooseFile: "选择文件",
  chooseAnother: "重新选择",
  removeFile: "移除",
  /** `移除 {name}` (the remove button's accessible name). */
  removeNamed: (name: string): string => `移除 ${name}`,
  noFile: "未选择文件",
  /** `{name}（{size}）` a chosen file. */
  fileChosen: (name: string, size: string): string => `${name}（${size}）`,
  preview: "预览",
  /** `{name} 预览` a chosen picture's alternative text. */
  previewOf: (name: string): string => `${name} 预览`,
  required: "必填",
  optional: "选填",
  close: "关闭",
  back: "返回",
  success: "成功",
} as const
