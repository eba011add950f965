# Sourced by the e2e scripts: installs those of the Debian packages given that are missing.
need_packages() {
  if ! dpkg -s "$@" >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
  fi
}
