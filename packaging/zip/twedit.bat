@echo off
rem Starts twedit from its unpacked archive on Windows (Java 17 or later):
rem   twedit.bat            open the editor (double-click it)
rem   twedit.bat MAP        open MAP in the editor (or drop a map on it)
rem   twedit.bat COMMAND    run the command line (twedit.bat --help lists the commands)
rem Java: %JAVA_HOME%\bin when set, else java on PATH. TWEDIT_JAVA_OPTS adds JVM options (an -Xmx there wins).
setlocal
set "TWEDIT_ROOT=%~dp0.."
set "JAVA=java.exe"
set "JAVAW=javaw.exe"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" (
  set "JAVA=%JAVA_HOME%\bin\java.exe"
  set "JAVAW=%JAVA_HOME%\bin\javaw.exe"
)
"%JAVA%" -version >nul 2>&1
if errorlevel 1 (
  echo twedit: Java 17 or later is needed and none was found ^(no java on PATH, JAVA_HOME not set^). 1>&2
  echo twedit: install one, e.g. from https://adoptium.net/ ^(tick "Add to PATH"^). 1>&2
  if "%~1"=="" pause
  exit /b 2
)
rem The JVM options of ./twedit in the source tree (its comments say why each one): C1 only, one compiler thread and
rem the parallel collector start the editor faster; half of the memory for the heap.
set "OPTS=-XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:+UseParallelGC -XX:MaxRAMPercentage=50 -Dtwedit.heapChosen=true"
rem A young generation that holds what opening a map allocates, where memory allows (6 GB or more, as bin/twedit):
rem PowerShell says so; where it is missing or fails, nothing is printed and the option is left out.
for /f "usebackq delims=" %%m in (`powershell -NoProfile -NonInteractive -Command "try { if ((Get-CimInstance Win32_ComputerSystem -ErrorAction Stop).TotalPhysicalMemory -ge 6000000KB) { '-XX:NewSize=640m' } } catch {}" 2^>nul`) do (
  if "%%m"=="-XX:NewSize=640m" set "OPTS=%OPTS% %%m"
)
if "%~1"=="" (
  rem a double-click: the editor alone, without a console window behind it
  start "twedit" "%JAVAW%" %OPTS% %TWEDIT_JAVA_OPTS% -jar "%TWEDIT_ROOT%\twedit.jar"
  exit /b 0
)
"%JAVA%" %OPTS% %TWEDIT_JAVA_OPTS% -jar "%TWEDIT_ROOT%\twedit.jar" %*
exit /b %ERRORLEVEL%
