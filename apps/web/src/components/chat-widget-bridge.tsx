import { useEffect } from 'react';
import { useCurrentUser } from '../hooks/api/auth';
import { usePublicConfig } from '../hooks/api/config';
import { chatWidget } from '../lib/channel-talk';

/**
 * Boots the customer chat for the logged-in user with their username, contact details and role. Nothing
 * loads without a plugin key; logout shuts it down (session-actions.ts).
 */
export function ChatWidgetBridge() {
  const { channelTalkPluginKey } = usePublicConfig();
  const user = useCurrentUser().data;

  useEffect(() => {
    if (!user || !channelTalkPluginKey) {
      return;
    }
    chatWidget.boot(channelTalkPluginKey, {
      username: user.username,
      name: user.name,
      email: user.userEmail,
      mobileNumber: user.userTelNo,
      role: user.role,
    });
  }, [channelTalkPluginKey, user]);

  return null;
}
