; Inno Setup 6 script: Figaro-Setup-<version>.exe, with Start-menu and desktop
; shortcuts and an uninstaller. build/build.py runs it on Windows as
;   iscc /DAppVersion=1.0.0 /DBundleDir=dist\figaro /DOutputDir=dist /DIconFile=build\icons\figaro.ico build\windows\figaro.iss
; AppVersion always comes from version.py; the other defines default to the usual folders.

#ifndef AppVersion
  #error Pass the version from version.py: iscc /DAppVersion=X.Y.Z figaro.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\figaro"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\icons\figaro.ico"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller to one app; never change it.
AppId={{6B0E3C52-4E8B-4F0A-9C1D-F1A6A0C0F16A}
AppName=Figaro
AppVersion={#AppVersion}
AppVerName=Figaro {#AppVersion}
AppPublisher=Figaro developers
DefaultDirName={autopf}\Figaro
DefaultGroupName=Figaro
DisableProgramGroupPage=yes
; Installs for the current user without asking for administrator rights; the
; player may choose "all users" in the dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=Figaro-Setup-{#AppVersion}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\figaro.exe
UninstallDisplayName=Figaro {#AppVersion}
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
; The whole PyInstaller one-folder bundle: figaro.exe (the game, windowed),
; figaro-cli.exe (the same game as a console program, for `--version`, `replay`
; and `simulate` in a terminal) and the _internal folder they share. Settings,
; saves and statistics live in the player's own folders (%APPDATA%), never here,
; so the uninstaller removes exactly what it installed.
; The two executables are named, so that a bundle without either cannot be packaged.
Source: "{#BundleDir}\*"; Excludes: "\figaro.exe,\figaro-cli.exe"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#BundleDir}\figaro.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#BundleDir}\figaro-cli.exe"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\Figaro"; Filename: "{app}\figaro.exe"
Name: "{autoprograms}\{cm:UninstallProgram,Figaro}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Figaro"; Filename: "{app}\figaro.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\figaro.exe"; Description: "{cm:LaunchProgram,Figaro}"; Flags: nowait postinstall skipifsilent
