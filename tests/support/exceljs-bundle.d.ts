// exceljs's browser bundle has the same API as its Node entry, which carries the types.
declare module "exceljs/dist/exceljs.min.js" {
  import ExcelJS from "exceljs";
  export default ExcelJS;
}
