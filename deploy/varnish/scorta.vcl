# Scorta behind Varnish (decision 0071): the anonymous public answers are kept by the tags the
# server names in Surrogate-Key (its cache topics, the tables a page shows) and purged by tag the
# moment content changes, with `BAN /` and `X-Cache-Tags: <tags separated by spaces>` from the
# instances (SHARED_CACHE=http). Everything else passes through untouched: staff (a session
# cookie), writes, and any answer the server did not mark shareable.
#
# The site's own part (backends, who may purge, the purge token) is local.vcl, next to this file
# or on varnishd's vcl_path: copy local.example.vcl, or let `npm run proxy` write one.
vcl 4.1;

import std;
import directors;

# Declares the backends, the director `scorta` (in its own vcl_init), the acl scorta_purgers and
# sub scorta_check_purge_token.
include "local.vcl";

sub vcl_recv {
    set req.backend_hint = scorta.backend();

    if (req.method == "BAN") {
        # Only from the instances (acl scorta_purgers), with the token when one is set.
        if (!client.ip ~ scorta_purgers) {
            return (synth(403, "Forbidden"));
        }
        call scorta_check_purge_token;
        # Topic names only: nothing else reaches the ban expression.
        if (req.http.X-Cache-Tags !~ "^[a-z0-9_]+( [a-z0-9_]+)*$") {
            return (synth(400, "Bad X-Cache-Tags"));
        }
        # On obj.* only: the ban lurker removes the objects in the background.
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.X-Cache-Tags, " ", "|") + ")(\s|$)");
        return (synth(200, "Banned"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Staff, or anyone sending credentials: answered by the instances, never from the cache.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)scorta_session=") {
        return (pass);
    }
    # Visitors' cookies (analytics of other tools) change nothing the server answers.
    unset req.http.Cookie;

    # One object per encoding the server makes (Brotli, gzip, plain), whatever the browser lists:
    # the header is rewritten to that one word, so the answers' `Vary: Accept-Encoding` matches it.
    # (X-Scorta-Encoding carries it past Varnish's own gzip handling, when http_gzip_support is on.)
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
        set req.http.X-Scorta-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
        set req.http.X-Scorta-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
        set req.http.X-Scorta-Encoding = "identity";
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.http.X-Scorta-Encoding);
}

sub vcl_backend_fetch {
    # Varnish's own gzip handling may have rewritten it: the instance answers the encoding asked.
    if (bereq.http.X-Scorta-Encoding == "identity") {
        unset bereq.http.Accept-Encoding;
    } elsif (bereq.http.X-Scorta-Encoding) {
        set bereq.http.Accept-Encoding = bereq.http.X-Scorta-Encoding;
    }
    unset bereq.http.X-Scorta-Encoding;
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Kept only what the server marked shareable: tagged answers (pages, public lists) and the
    # site's static files (public, with an age of their own). Anything else is fetched each time.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || !(beresp.http.Surrogate-Key || beresp.http.Cache-Control ~ "public")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # s-maxage gives the TTL (Varnish reads it); stale-while-revalidate the grace, during which a
    # stale object is answered while one fetch renews it.
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, ".*stale-while-revalidate=([0-9]+).*", "\1") + "s", 0s);
    } else {
        set beresp.grace = 0s;
    }
    # Kept a little longer for a conditional fetch (the server's ETag answers 304).
    set beresp.keep = 60s;
    # What browsers get, worked out once per object rather than per answer: the browser's part of
    # Cache-Control (TTL and grace are already taken from it), no Cache-Tag. Surrogate-Key stays
    # on the object for the bans and is removed in vcl_deliver.
    if (beresp.http.Surrogate-Key) {
        unset beresp.http.Cache-Tag;
        set beresp.http.Cache-Control = regsuball(beresp.http.Cache-Control, ",\s*(s-maxage|stale-while-revalidate)=[0-9]+", "");
    }
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.Surrogate-Key;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
