import { config } from "#web/config.ts";

/** The /download page's copy, and what the not-found page says under /download/. */
export const downloadCopy = {
  title: "Download TickSim",
  subtitle: "The desktop app for Windows, with its free trial. On any other device, the web app.",
  windowsTitle: "TickSim for Windows",
  windowsText: `The installer includes the ${config.trialDays}-day free trial, with every feature of the desktop app. Windows only (virtualization support needed). No card needed.`,
  download: (version: string) => `Download TickSim ${version} for Windows`,
  size: "Size",
  sha256: "SHA-256",
  released: "Released",
  verify:
    "To check the file before you run it, compare its SHA-256 with the one above: in PowerShell, Get-FileHash prints it.",
  otherTitle: "Not on a Windows computer?",
  otherText:
    "The desktop app runs on Windows only. Start with the web app now: 100% free for swing traders, in your browser, no credit card needed. Or get the download link by email and open it on your computer.",
  webApp: "Start with the web app",
  emailLabel: "Email address",
  submit: "Send me the link",
  sending: "Sending the link...",
  sentTitle: "Check your inbox",
  sentText: "The link is on its way. Open it on your Windows computer to download the app.",
  another: "Use another address",
  tooMany: "Too many requests from your connection. Try again in a minute.",
  failed: "The link could not be sent. Check your connection and try again.",
  versionsTitle: "All versions",
  version: "Version",
  file: "File",
  latest: "latest",
  loading: "Loading the versions...",
  unavailable: "The download list could not be loaded. Try again in a moment.",
  none: "No version is available for download yet.",
  notFoundTitle: "This download does not exist. These do:",
} as const;
