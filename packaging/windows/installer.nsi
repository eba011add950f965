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
; The Start menu's shortcuts, named in the language the installer speaks; the uninstaller
; removes them in every language, whichever Windows spoke at install time.
!define SHORTCUT_EN "${NAME}"
!define SHORTCUT_ZH "N 皇后工作室"
!define SHORTCUT_KO "N-퀸 스튜디오"
!define CONSOLE_EN "${NAME} command line"
!define CONSOLE_ZH "N 皇后工作室命令行"
!define CONSOLE_KO "N-퀸 스튜디오 명령줄"

Name "$(APP_NAME)"
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

; The installer's own words in each language (the app's terms: i18n/GLOSSARY.md).
LangString APP_NAME ${LANG_ENGLISH} "${NAME}"
LangString APP_NAME ${LANG_SIMPCHINESE} "N 皇后工作室"
LangString APP_NAME ${LANG_KOREAN} "N-퀸 스튜디오"
LangString SHORTCUT ${LANG_ENGLISH} "${SHORTCUT_EN}"
LangString SHORTCUT ${LANG_SIMPCHINESE} "${SHORTCUT_ZH}"
LangString SHORTCUT ${LANG_KOREAN} "${SHORTCUT_KO}"
LangString SHORTCUT_ABOUT ${LANG_ENGLISH} "The eight-queens puzzle and its N-queens generalisation"
LangString SHORTCUT_ABOUT ${LANG_SIMPCHINESE} "八皇后问题及其推广 N 皇后问题"
LangString SHORTCUT_ABOUT ${LANG_KOREAN} "8-퀸 문제와 이를 일반화한 N-퀸 문제"
LangString CONSOLE ${LANG_ENGLISH} "${CONSOLE_EN}"
LangString CONSOLE ${LANG_SIMPCHINESE} "${CONSOLE_ZH}"
LangString CONSOLE ${LANG_KOREAN} "${CONSOLE_KO}"
LangString CONSOLE_ABOUT ${LANG_ENGLISH} "A console with the nqueens command"
LangString CONSOLE_ABOUT ${LANG_SIMPCHINESE} "可以使用 nqueens 命令的命令提示符窗口"
LangString CONSOLE_ABOUT ${LANG_KOREAN} "nqueens 명령을 쓸 수 있는 명령 프롬프트"
LangString FILE_TYPE ${LANG_ENGLISH} "Judge file (N-queens)"
LangString FILE_TYPE ${LANG_SIMPCHINESE} "评测格式答案文件（N 皇后）"
LangString FILE_TYPE ${LANG_KOREAN} "채점 형식 답안 파일(N-퀸)"

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
  CreateShortCut "$SMPROGRAMS\$(SHORTCUT).lnk" "$INSTDIR\nqueens-studio.exe" "" \
    "$INSTDIR\nqueens-studio.exe" 0 SW_SHOWNORMAL "" "$(SHORTCUT_ABOUT)"
  CreateShortCut "$SMPROGRAMS\$(CONSOLE).lnk" "$SYSDIR\cmd.exe" \
    '/k "set "PATH=$INSTDIR;%PATH%" && nqueens --help"' "$INSTDIR\nqueens.exe" 0 \
    SW_SHOWNORMAL "" "$(CONSOLE_ABOUT)"

  ; "Open with" for judge files (.txt): the app offered, never made the default.
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(FILE_TYPE)"
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
  Delete "$SMPROGRAMS\${SHORTCUT_EN}.lnk"
  Delete "$SMPROGRAMS\${SHORTCUT_ZH}.lnk"
  Delete "$SMPROGRAMS\${SHORTCUT_KO}.lnk"
  Delete "$SMPROGRAMS\${CONSOLE_EN}.lnk"
  Delete "$SMPROGRAMS\${CONSOLE_ZH}.lnk"
  Delete "$SMPROGRAMS\${CONSOLE_KO}.lnk"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegValue HKCU "Software\Classes\.txt\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.txt\OpenWithProgids"
  DeleteRegKey HKCU "Software\Classes\Applications\nqueens-studio.exe"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
