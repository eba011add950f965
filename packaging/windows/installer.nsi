; The Windows installer of N-Queens Studio, built on Linux by packaging/windows/build.sh with
; Debian's makensis:
;
;   makensis -DVERSION=0.2.0 -DFILES=DIR -DOUTFILE=setup.exe installer.nsi
;
; DIR holds nqueens-studio.exe (the window), nqueens.exe (the console program), the icon, the
; PowerShell completion and the licences. It installs for the user who runs it, without
; administrator rights, into %LOCALAPPDATA%\Programs\N-Queens Studio; `setup.exe /S` installs
; silently (and `/D=C:\other\folder`, last, chooses the folder).

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!define NAME "N-Queens Studio"
!define PUBLISHER "The N-Queens Studio developers"
!define HOMEPAGE "https://github.com/nqueens-studio/nqueens-studio"
; One key for the uninstaller entry and the file type, named after the app's id.
!define KEY "io.github.nqueens_studio.NQueensStudio"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${KEY}"
!define PROGID "${KEY}.JudgeFile"

Name "${NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${NAME} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "FileDescription" "${NAME} setup"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "MIT OR Apache-2.0"

!include "MUI2.nsh"
!define MUI_ICON "${FILES}\nqueens-studio.ico"
!define MUI_UNICON "${FILES}\nqueens-studio.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\nqueens-studio.exe"
!insertmacro MUI_PAGE_LICENSE "${FILES}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; The languages of the people the app is for; the installer speaks the one Windows speaks.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "SimpChinese"
!insertmacro MUI_LANGUAGE "Korean"

; What is installed, one list for the installer and the uninstaller alike.
!macro FILES_INSTALLED DO
  !insertmacro ${DO} "nqueens-studio.exe"
  !insertmacro ${DO} "nqueens.exe"
  !insertmacro ${DO} "nqueens-studio.ico"
  !insertmacro ${DO} "nqueens.ps1"
  !insertmacro ${DO} "README.txt"
  !insertmacro ${DO} "LICENSE.txt"
  !insertmacro ${DO} "LICENSE-MIT.txt"
  !insertmacro ${DO} "LICENSE-APACHE.txt"
!macroend
!macro INSTALL_FILE NAME
  File "${FILES}\${NAME}"
!macroend
!macro REMOVE_FILE NAME
  Delete "$INSTDIR\${NAME}"
!macroend

Section "Install"
  SetOutPath "$INSTDIR"
  !insertmacro FILES_INSTALLED INSTALL_FILE
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; The Start menu: the app, and a console where `nqueens` is on the PATH (as Python and
  ; Visual Studio give theirs), so that the user's own PATH is never edited.
  ; Both start in the user's folder, where a typed relative path then goes.
  SetOutPath "$PROFILE"
  CreateShortCut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\nqueens-studio.exe" "" \
    "$INSTDIR\nqueens-studio.exe" 0 SW_SHOWNORMAL "" "The eight-queens puzzle and its N-queens generalisation"
  CreateShortCut "$SMPROGRAMS\${NAME} command line.lnk" "$SYSDIR\cmd.exe" \
    '/k "set "PATH=$INSTDIR;%PATH%" && nqueens --help"' "$INSTDIR\nqueens.exe" 0 \
    SW_SHOWNORMAL "" "A console with the nqueens command"

  ; "Open with" for judge files (.txt): the app offered, never made the default.
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Judge file (N-queens)"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\nqueens-studio.exe,0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\nqueens-studio.exe" "%1"'
  WriteRegStr HKCU "Software\Classes\.txt\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\Applications\nqueens-studio.exe" "FriendlyAppName" "${NAME}"
  WriteRegStr HKCU "Software\Classes\Applications\nqueens-studio.exe\SupportedTypes" ".txt" ""
  WriteRegStr HKCU "Software\Classes\Applications\nqueens-studio.exe\shell\open\command" "" '"$INSTDIR\nqueens-studio.exe" "%1"'

  ; Apps & Features.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\nqueens-studio.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "URLInfoAbout" "${HOMEPAGE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KIB}
SectionEnd

; Removes what the installer wrote and nothing else; the settings the app keeps in
; %APPDATA%\io.github.nqueens_studio.NQueensStudio are the user's and stay, as Windows
; programs leave them.
Section "Uninstall"
  !insertmacro FILES_INSTALLED REMOVE_FILE
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${NAME}.lnk"
  Delete "$SMPROGRAMS\${NAME} command line.lnk"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegValue HKCU "Software\Classes\.txt\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.txt\OpenWithProgids"
  DeleteRegKey HKCU "Software\Classes\Applications\nqueens-studio.exe"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
