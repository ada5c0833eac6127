; Inno Setup 6 script: CardParlour-Setup-<version>.exe, with Start-menu and desktop
; shortcuts and an uninstaller. build/build.py runs it on Windows as
;   iscc /DAppVersion=1.0.0 /DBundleDir=dist\cardparlour /DOutputDir=dist /DIconFile=build\icons\cardparlour.ico build\windows\cardparlour.iss
; AppVersion always comes from version.py; the other defines default to the usual folders.

#ifndef AppVersion
  #error Pass the version from version.py: iscc /DAppVersion=X.Y.Z cardparlour.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\cardparlour"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\icons\cardparlour.ico"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller to one app; never change it.
AppId={{6B0E3C52-4E8B-4F0A-9C1D-F1A6A0C0F16A}
AppName=Card Parlour
AppVersion={#AppVersion}
AppVerName=Card Parlour {#AppVersion}
AppPublisher=Card Parlour developers
DefaultDirName={autopf}\Card Parlour
DefaultGroupName=Card Parlour
DisableProgramGroupPage=yes
; Installs for the current user without asking for administrator rights; the
; player may choose "all users" in the dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=CardParlour-Setup-{#AppVersion}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\cardparlour.exe
UninstallDisplayName=Card Parlour {#AppVersion}
VersionInfoVersion={#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
; The whole PyInstaller one-folder bundle: cardparlour.exe (the game, windowed),
; cardparlour-cli.exe (the same game as a console program, for `--version`, `replay`
; and `simulate` in a terminal) and the _internal folder they share. Settings,
; saves and statistics live in the player's own folders (%APPDATA%), never here,
; so the uninstaller removes exactly what it installed.
; The two executables are named, so that a bundle without either cannot be packaged.
Source: "{#BundleDir}\*"; Excludes: "\cardparlour.exe,\cardparlour-cli.exe"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#BundleDir}\cardparlour.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#BundleDir}\cardparlour-cli.exe"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\Card Parlour"; Filename: "{app}\cardparlour.exe"
Name: "{autoprograms}\{cm:UninstallProgram,Card Parlour}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Card Parlour"; Filename: "{app}\cardparlour.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\cardparlour.exe"; Description: "{cm:LaunchProgram,Card Parlour}"; Flags: nowait postinstall skipifsilent
