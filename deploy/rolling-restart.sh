#!/bin/sh
# Restarts the instances one at a time (after a deploy, with the new build in place), losing no
# request: each is taken out of nginx's upstream and nginx reloaded (its old workers finish what
# they have), then stopped (SIGTERM: readiness 503, drain, exit), started, and put back once it
# answers ready, before the next one is touched.
# Usage: deploy/rolling-restart.sh [port...]   (default: 3001 3002)
set -eu
NGINX_SITE=${NGINX_SITE:-/etc/nginx/conf.d/malakhit.conf}
NGINX_PID=${NGINX_PID:-/run/nginx.pid}
READY_TIMEOUT_SECONDS=${READY_TIMEOUT_SECONDS:-180}
[ "$#" -gt 0 ] || set -- 3001 3002

# Marks `server 127.0.0.1:<port> ...;` down (or not) and reloads nginx; returns once every worker
# of the previous configuration has exited, so none sends to an instance taken out.
upstream() { # port down|up
    if [ "$2" = down ]; then
        sed -i "s|^\(\s*server 127\.0\.0\.1:$1 [^;]*\);|\1 down;|" "$NGINX_SITE"
    else
        sed -i "s|^\(\s*server 127\.0\.0\.1:$1 [^;]*\) down;|\1;|" "$NGINX_SITE"
    fi
    nginx -t -q
    master=$(cat "$NGINX_PID")
    old=$(pgrep -P "$master" | tr '\n' ' ')
    nginx -s reload
    for pid in $old; do
        while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
    done
}

for port in "$@"; do
    echo "malakhit@$port: out of the upstream, restarting"
    upstream "$port" down
    systemctl restart "malakhit@$port"
    waited=0
    until curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health/ready"; do
        if [ "$waited" -ge "$READY_TIMEOUT_SECONDS" ]; then
            echo "malakhit@$port is not ready after $READY_TIMEOUT_SECONDS s: it stays out of the upstream, the roll stops here" >&2
            journalctl -u "malakhit@$port" -n 20 --no-pager >&2 || true
            exit 1
        fi
        sleep 1
        waited=$((waited + 1))
    done
    upstream "$port" up
    echo "malakhit@$port: ready, back in the upstream"
done
