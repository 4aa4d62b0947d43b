/**
 * The applications installed on every farm's RDS hosts and every application-capable desktop pool:
 * [name, publisher, executable path, version]. Seeded application pools publish these.
 */
export const APPLICATIONS = [
  [
    "Microsoft Word",
    "Microsoft Corporation",
    "C:\\Program Files\\Microsoft Office\\root\\Office16\\WINWORD.EXE",
    "16.0.17029",
  ],
  [
    "Microsoft Excel",
    "Microsoft Corporation",
    "C:\\Program Files\\Microsoft Office\\root\\Office16\\EXCEL.EXE",
    "16.0.17029",
  ],
  [
    "Microsoft Outlook",
    "Microsoft Corporation",
    "C:\\Program Files\\Microsoft Office\\root\\Office16\\OUTLOOK.EXE",
    "16.0.17029",
  ],
  ["Firefox", "Mozilla Corporation", "C:\\Program Files\\Mozilla Firefox\\firefox.exe", "121.0.1"],
  ["Google Chrome", "Google LLC", "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe", "120.0.6099"],
  ["Notepad++", "Notepad++ Team", "C:\\Program Files\\Notepad++\\notepad++.exe", "8.6.2"],
  ["Visual Studio Code", "Microsoft Corporation", "C:\\Program Files\\Microsoft VS Code\\Code.exe", "1.85.1"],
  [
    "Adobe Acrobat Reader",
    "Adobe Inc.",
    "C:\\Program Files\\Adobe\\Acrobat DC\\Acrobat\\Acrobat.exe",
    "23.8.20470",
  ],
  ["SAP Logon", "SAP SE", "C:\\Program Files (x86)\\SAP\\FrontEnd\\SAPgui\\saplogon.exe", "7.70"],
  ["Calculator", "Microsoft Corporation", "C:\\Windows\\System32\\calc.exe", "10.0.20348"],
  ["Paint", "Microsoft Corporation", "C:\\Windows\\System32\\mspaint.exe", "10.0.20348"],
  ["PuTTY", "Simon Tatham", "C:\\Program Files\\PuTTY\\putty.exe", "0.80"],
] as const;
